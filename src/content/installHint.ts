/** The hint that the site installs as an app (src/features/pwa/InstallHint.tsx). */
export const installHintText = {
  installTitle: 'Wichtrey als App installieren',
  installText: 'Auf dem Startbildschirm immer griffbereit – auch ohne Internet.',
  install: 'Installieren',
  dismiss: 'Nicht jetzt',
  iosInstallText:
    'Tippen Sie in Safari auf „Teilen“ und dann auf „Zum Home-Bildschirm“. Installiert bleibt die App auch offline nutzbar; Safari löscht sonst die gespeicherten Daten einer Website nach 7 Tagen ohne Besuch.',
} as const;
