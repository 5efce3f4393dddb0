/** Every route of SPEC.md section 2, the device's 'Offline verfügbar' page, the share target's 'Geteilte Bilder' (a visitor's view), and an unknown one for the error screen. */
export const allRoutes = ['/', '/impressum', '/datenschutz', '/agb', '/sale', '/galerie', '/galerie/beispiel-album', '/offline', '/geteilt', '/gibt-es-nicht'] as const;
