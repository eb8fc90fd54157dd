#!/usr/bin/env node
// Makes the short, silent clips the media list offers as Video Footage (src/catalogue/content/footage/*.webm).
// They are shipped in the repository; run this again only to change them:
//   node apps/api/scripts/make-footage.mjs   (needs Chromium: CHROME_PATH or /usr/bin/chromium)
// Chromium draws each scene on a canvas and records it with MediaRecorder (VP8 WebM): no download,
// no encoder dependency, the same tool the e2e suite already uses.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const target = join(dirname(fileURLToPath(import.meta.url)), '../src/catalogue/content/footage');
const SCENES = [
  { file: 'footage-1.webm', title: 'Fire safety walk-through', hue: 18 },
  { file: 'footage-2.webm', title: 'Housekeeping and storage', hue: 200 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const scene of SCENES) {
    const base64 = await page.evaluate(async ({ title, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 214; // 0.67 of the width, like the gallery's images
      const context = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 120_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const started = performance.now();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          context.fillStyle = `hsl(${hue} 45% 82%)`;
          context.fillRect(0, 0, 320, 214);
          context.fillStyle = `hsl(${hue} 30% 40%)`;
          context.fillRect(0, 150, 320, 64);
          for (let i = 0; i < 4; i += 1) {
            const x = ((t * 40 + i * 90) % 400) - 60;
            context.fillStyle = `hsl(${(hue + i * 40) % 360} 55% ${45 + i * 5}%)`;
            context.fillRect(x, 90 - i * 8, 50, 60 + i * 8);
          }
          context.fillStyle = '#fff';
          context.font = 'bold 16px sans-serif';
          context.fillText(title, 12, 28);
          if (t < 3) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, scene);
    writeFileSync(join(target, scene.file), Buffer.from(base64, 'base64'));
    console.log(`Wrote ${scene.file} (${Math.round((base64.length * 3) / 4 / 1024)} KB).`);
  }
} finally {
  await browser.close();
}
