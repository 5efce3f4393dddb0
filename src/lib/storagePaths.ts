/** Where Supabase Storage serves public objects and their resized renditions (the page and the service worker read them). */
export const OBJECT_PATH = '/storage/v1/object/public/';
export const RENDER_PATH = '/storage/v1/render/image/public/';
