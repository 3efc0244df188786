// Build settings for the PWA: Solid, the service worker that precaches the shell, nothing fetched from elsewhere.
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    solid(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Stablehand',
        short_name: 'Stablehand',
        description: 'The table referee for Unstable Unicorns and The Lion & The Unicorn',
        display: 'standalone',
        background_color: '#1b1530',
        theme_color: '#1b1530',
        icons: [],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
    }),
  ],
  build: { target: 'es2022' },
});
