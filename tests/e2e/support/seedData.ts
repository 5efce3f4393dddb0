import { backend } from './staff';

/** A seeded album with images (the big one of three pages: other tests leave it alone). */
export async function albumWithImages(): Promise<{ id: string; title: string }> {
  const headers = { apikey: backend.anonKey() };
  const albums = (await (await fetch(`${backend.url()}/rest/v1/albums?select=id,title`, { headers })).json()) as { id: string; title: string }[];
  for (const album of albums) {
    const images = (await (await fetch(`${backend.url()}/rest/v1/gallery_images?select=id&album_id=eq.${album.id}`, { headers })).json()) as unknown[];
    if (images.length === 30) return album;
  }
  throw new Error('the seed has no album with 30 images');
}
