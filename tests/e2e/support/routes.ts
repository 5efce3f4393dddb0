/** Every route of SPEC.md section 2, the device's 'Offline verfügbar' page, and an unknown one for the error screen. */
export const allRoutes = ['/', '/impressum', '/datenschutz', '/agb', '/sale', '/galerie', '/galerie/beispiel-album', '/offline', '/gibt-es-nicht'] as const;
