import type { Database } from './database.types';

/** Row types of the public tables, named once for the whole app (generated from the migrations). */
type Tables = Database['public']['Tables'];

export type Offer = Tables['offers']['Row'];
export type Album = Tables['albums']['Row'];
export type GalleryImage = Tables['gallery_images']['Row'];
export type ChatMessage = Tables['chat_messages']['Row'];

/** The tables the outbox writes to (chat messages have their own, simpler path). */
export type EditableTable = 'offers' | 'albums' | 'gallery_images';

export type AnyRow = Offer | Album | GalleryImage;

export type OfferInput = Pick<Offer, 'name' | 'manufacturer' | 'info' | 'original_price' | 'sale_price' | 'discount'>;
export type AlbumInput = Pick<Album, 'title' | 'description'>;
