/** The label of every 'try again' button, in a file of its own: the app's entry needs it without the rest of the copy. */
export const RETRY_LABEL = 'Erneut versuchen';
