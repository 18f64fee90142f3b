// Makes the marketing site's media from our own source, reproducibly:
//   apps/web/public/media/systems-controller-intro.webm   (the intro video, VP9, recorded from a canvas)
//   apps/web/public/media/systems-controller-intro-poster.webp
//   apps/web/public/media/systems-controller-intro.en.vtt (captions, from scenes.ts)
//   apps/web/public/images/og-card.png                     (the Open Graph image, 1200 × 630)
// It draws each frame with scene.js in Debian's Chromium (playwright-core, no browser
// download) and records the canvas with MediaRecorder in real time.
// Run: npx tsx scripts/marketing-media/generate.ts   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { captionsVtt, scenes, VIDEO } from "./scenes.ts";

const here = import.meta.dirname;
const root = path.resolve(here, "../..");
const media = path.join(root, "apps/web/public/media");
const images = path.join(root, "apps/web/public/images");
const fontFile = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

const font = (await readFile(fontFile)).toString("base64");
const sceneScript = await readFile(path.join(here, "scene.js"), "utf8");
const mockup = (await readFile(path.join(images, "systems-controller-mockup.svg"))).toString("base64");

const fontFace = `@font-face { font-family: Inter; font-weight: 100 900; src: url(data:font/woff2;base64,${font}) format("woff2"); }`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--autoplay-policy=no-user-gesture-required",
  ],
});

try {
  const page = await browser.newPage({ viewport: { width: VIDEO.width, height: VIDEO.height } });
  await page.setContent(
    `<!doctype html><style>${fontFace} body{margin:0;background:#0b1f3a}</style>` +
      `<canvas id="c" width="${VIDEO.width}" height="${VIDEO.height}"></canvas><script>${sceneScript}</script>`,
  );
  await page.evaluate("document.fonts.load('700 40px \"Inter\"')");

  type Page = {
    renderPoster: (...args: unknown[]) => string;
    recordVideo: (...args: unknown[]) => Promise<{ base64: string; mimeType: string }>;
  };
  // The poster: the title scene, once its title is fully in.
  const poster = (await page.evaluate(`window.renderPoster(${JSON.stringify(scenes)}, 2.2)`)) as ReturnType<
    Page["renderPoster"]
  >;
  await writeFile(
    path.join(media, "systems-controller-intro-poster.webp"),
    Buffer.from(poster.split(",")[1] ?? "", "base64"),
  );

  console.log(`Recording ${VIDEO.seconds} s of video in real time...`);
  const video = (await page.evaluate(
    `window.recordVideo(${JSON.stringify(scenes)}, ${JSON.stringify(VIDEO)})`,
  )) as Awaited<ReturnType<Page["recordVideo"]>>;
  const webm = Buffer.from(video.base64, "base64");
  await writeFile(path.join(media, "systems-controller-intro.webm"), webm);
  await writeFile(path.join(media, "systems-controller-intro.en.vtt"), captionsVtt());
  console.log(`Video: ${video.mimeType}, ${(webm.length / 1024).toFixed(0)} KiB`);

  // The Open Graph card.
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<!doctype html><style>${fontFace}
    body{margin:0;width:1200px;height:630px;font-family:Inter,sans-serif;color:#fff;
      background:radial-gradient(circle at 85% 20%,#1e3a66,#0b1f3a 60%);display:flex;align-items:center;overflow:hidden}
    .text{padding:0 0 0 72px;width:560px} .brand{color:#38bdf8;font-weight:700;font-size:26px;letter-spacing:.02em}
    h1{font-size:60px;line-height:1.08;margin:20px 0 0;font-weight:800}
    p{color:#cbd5e1;font-size:24px;line-height:1.4;margin-top:24px}
    img{width:500px;border-radius:14px;box-shadow:0 30px 60px rgba(0,0,0,.45);margin-left:20px}</style>
    <div class="text"><div class="brand">Automation Controller Systems</div>
    <h1>Easily Deploy &amp; Manage Software Systems</h1>
    <p>CI/CD automation, job scheduling, observability and configuration management.</p></div>
    <img alt="" src="data:image/svg+xml;base64,${mockup}">`);
  await page.evaluate("document.fonts.ready.then(() => true)");
  await page.screenshot({ path: path.join(images, "og-card.png"), type: "png" });
  console.log("Poster, captions and Open Graph card written.");
} finally {
  await browser.close();
}
