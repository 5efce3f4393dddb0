/** Every route of SPEC.md section 2, plus an unknown one for the error screen. */
export const allRoutes = ['/', '/impressum', '/datenschutz', '/agb', '/sale', '/galerie', '/galerie/beispiel-album', '/gibt-es-nicht'] as const;
