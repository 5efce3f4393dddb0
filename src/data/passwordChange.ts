// Entry module: changing the password (after a recovery link or while signed in). Apart from
// ./auth so that only the login dialog's chunk carries it, not every first visit.
export { requestPasswordCode, updatePassword } from './auth/updatePassword';
