import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { responsiveImages } from './scripts/vite/responsiveImages.ts';

export default defineConfig({
  // responsiveImages: AVIF/WebP variants of public/uploads/** as `virtual:responsive-images`,
  // and the hero preload in index.html.
  plugins: [react(), responsiveImages()],
  build: {
    target: 'es2022',
    // Source maps stay out of the shipped bundle; the byte budget counts what visitors download.
    sourcemap: false,
  },
  preview: { port: 4173, strictPort: true },
});
