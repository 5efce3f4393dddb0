/**
 * On a card or page this device shows with a staff edit the server does not have yet, to anyone
 * not signed in (staff signed out with edits waiting): the website elsewhere does not show it yet.
 */
export const unpublishedText = {
  mark: 'Noch nicht veröffentlicht',
} as const;
