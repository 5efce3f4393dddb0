/** Asked before a staff form that holds unsaved input is closed (src/ui/useDiscardGuard.tsx). */
export const discardInputText = {
  title: 'Eingaben verwerfen?',
  text: 'Was Sie in diesem Formular eingegeben oder ausgewählt haben, ist noch nicht gespeichert und geht beim Schließen verloren.',
  confirm: 'Verwerfen',
  cancel: 'Weiter bearbeiten',
} as const;
