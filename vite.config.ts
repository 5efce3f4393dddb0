import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // Source maps stay out of the shipped bundle; the byte budget counts what visitors download.
    sourcemap: false,
  },
  preview: { port: 4173, strictPort: true },
});
