/** Typed path builders: no link in the app hard-codes a URL. */
export const paths = {
  home: () => '/',
  section: (id: string) => `/#${id}`,
  impressum: () => '/impressum',
  datenschutz: () => '/datenschutz',
  agb: () => '/agb',
  sale: () => '/sale',
  /** The gallery, at a page other than the first when given. */
  gallery: (page?: number) => (page && page > 1 ? `/galerie?seite=${page}` : '/galerie'),
  album: (albumId: string) => `/galerie/${encodeURIComponent(albumId)}`,
  offlineAvailable: () => '/offline',
} as const;

/** The login control belongs to the staff-editable pages only (SPEC.md section 2). */
export function showsLoginControl(pathname: string): boolean {
  return pathname === paths.sale() || pathname.includes(paths.gallery());
}
