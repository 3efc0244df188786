// Build settings for the PWA: Solid, the service worker that precaches the shell, nothing fetched from elsewhere.
// build.manifest lists each chunk's static imports, so the bench can measure the initial JavaScript.
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';
import { VitePWA } from 'vite-plugin-pwa';
import { ocrAssets } from './src/scan/ocr-assets-plugin.ts';
import { OCR_CACHE } from './src/scan/ocr-files.ts';

export default defineConfig({
  plugins: [
    solid(),
    ocrAssets(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['icons/favicon-48.png', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Stablehand',
        short_name: 'Stablehand',
        description: 'The table referee for Unstable Unicorns and The Lion & The Unicorn',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#120d1e',
        theme_color: '#120d1e',
        categories: ['games', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The OCR worker, core and language data (~11 MB) stay out of the shell: the app saves them
        // in the background after the first screen (src/ui/ocr-offline.ts), or on the first scan.
        globIgnores: ['ocr/**'],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/ocr/'),
            handler: 'CacheFirst',
            options: { cacheName: OCR_CACHE, cacheableResponse: { statuses: [200] } },
          },
        ],
        // Hash routes all live in index.html; any navigation offline gets the shell.
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { target: 'es2022', manifest: true },
});
