// Draws the intro video's frame at time t (seconds) on a 2D canvas. Deterministic: the same t
// always gives the same picture, so recordings differ only by encoder timing.
/* global window */
const NAVY = "#0b1f3a";
const PANEL = "#142b4d";
const SKY = "#38bdf8";
const GREEN = "#34d399";
const AMBER = "#fbbf24";
const TEXT = "#e2e8f0";
const MUTED = "#94a3b8";

const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - (1 - x) ** 3);

function rand(seed) {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

function background(ctx, w, h, t) {
  ctx.fillStyle = NAVY;
  ctx.fillRect(0, 0, w, h);
  // A slowly drifting network, like the site's hero.
  const points = [];
  for (let i = 0; i < 28; i++) {
    const x = (rand(i) * w + Math.sin(t * 0.3 + i) * 30 + w) % w;
    const y = (rand(i + 100) * h + Math.cos(t * 0.25 + i * 2) * 25 + h) % h;
    points.push([x, y]);
  }
  ctx.lineWidth = 1;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [ax, ay] = points[i];
      const [bx, by] = points[j];
      const d = Math.hypot(ax - bx, ay - by);
      if (d < 170) {
        ctx.strokeStyle = `rgba(56,189,248,${0.22 * (1 - d / 170)})`;
        ctx.beginPath();
        ctx.moveTo(ax, ay);
        ctx.lineTo(bx, by);
        ctx.stroke();
      }
    }
  }
  ctx.fillStyle = "rgba(56,189,248,0.5)";
  for (const [x, y] of points) {
    ctx.beginPath();
    ctx.arc(x, y, 2, 0, Math.PI * 2);
    ctx.fill();
  }
}

function heading(ctx, text, w, local, size = 44, y = 96) {
  ctx.globalAlpha = ease(local * 2);
  ctx.fillStyle = "#fff";
  ctx.font = `700 ${size}px Inter, "DejaVu Sans", sans-serif`;
  ctx.textAlign = "center";
  ctx.fillText(text, w / 2, y);
  ctx.globalAlpha = 1;
}

function box(ctx, x, y, w, h, fill = PANEL) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 12);
  ctx.fill();
}

function label(ctx, text, x, y, color = TEXT, size = 20, align = "left") {
  ctx.fillStyle = color;
  ctx.font = `600 ${size}px Inter, "DejaVu Sans", sans-serif`;
  ctx.textAlign = align;
  ctx.fillText(text, x, y);
}

const draw = {
  title(ctx, w, _h, local) {
    ctx.globalAlpha = ease(local * 1.5);
    box(ctx, w / 2 - 44, 150, 88, 88, SKY);
    ctx.strokeStyle = NAVY;
    ctx.lineWidth = 9;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(w / 2 - 20, 172);
    ctx.lineTo(w / 2 + 2, 194);
    ctx.lineTo(w / 2 - 20, 216);
    ctx.moveTo(w / 2 + 6, 220);
    ctx.lineTo(w / 2 + 26, 220);
    ctx.stroke();
    ctx.globalAlpha = 1;
    heading(ctx, "Systems Controller", w, local, 56, 320);
    ctx.globalAlpha = ease(local * 1.5 - 0.5);
    label(ctx, "Deploy & manage software systems", w / 2, 372, MUTED, 26, "center");
    ctx.globalAlpha = 1;
  },
  nodes(ctx, w, _h, local, scene) {
    heading(ctx, scene.title, w, local);
    const cx = w / 2;
    const cy = 310;
    const names = ["web-01", "web-02", "db-01", "etl-03", "cache-01", "aws-i-0f3a"];
    names.forEach((name, i) => {
      const appear = ease((local - i * 0.1) * 3);
      const angle = -Math.PI / 2 + (i / names.length) * Math.PI * 2;
      const x = cx + Math.cos(angle) * 300;
      const y = cy + Math.sin(angle) * 150;
      ctx.globalAlpha = appear;
      ctx.strokeStyle = SKY;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + (x - cx) * appear, cy + (y - cy) * appear);
      ctx.stroke();
      box(ctx, x - 70, y - 22, 140, 44);
      label(ctx, name, x, y + 7, TEXT, 18, "center");
      ctx.globalAlpha = 1;
    });
    box(ctx, cx - 90, cy - 30, 180, 60, SKY);
    label(ctx, "Controller", cx, cy + 8, NAVY, 22, "center");
  },
  schedule(ctx, w, _h, local, scene) {
    heading(ctx, scene.title, w, local);
    const rows = [
      ["Once", [0.3]],
      ["Explicit", [0.15, 0.45, 0.8]],
      ["Recurring · weekly", [0.1, 0.3, 0.5, 0.7, 0.9]],
    ];
    rows.forEach(([name, marks], r) => {
      const y = 200 + r * 100;
      label(ctx, name, 90, y + 7, TEXT, 20);
      ctx.fillStyle = PANEL;
      ctx.fillRect(330, y - 3, 540, 6);
      marks.forEach((m, i) => {
        const appear = ease((local - r * 0.15 - i * 0.06) * 4);
        ctx.globalAlpha = appear;
        ctx.fillStyle = r === 2 ? GREEN : SKY;
        ctx.beginPath();
        ctx.arc(330 + m * 540, y, 10 * appear, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 1;
      });
    });
  },
  parallel(ctx, w, _h, local, scene) {
    heading(ctx, scene.title, w, local);
    label(ctx, "8@web  restart_service nginx", w / 2, 150, MUTED, 20, "center");
    for (let i = 0; i < 6; i++) {
      const y = 195 + i * 50;
      const progress = ease(local * 1.3 - rand(i + 7) * 0.35);
      label(ctx, `web-0${i + 1}`, 150, y + 7, TEXT, 18);
      box(ctx, 270, y - 10, 480, 20, PANEL);
      ctx.fillStyle = progress >= 1 ? GREEN : SKY;
      ctx.beginPath();
      ctx.roundRect(270, y - 10, Math.max(20, 480 * progress), 20, 10);
      ctx.fill();
      label(ctx, progress >= 1 ? "done" : `${Math.round(progress * 100)}%`, 780, y + 7, MUTED, 18);
    }
  },
  status(ctx, w, _h, local, scene) {
    heading(ctx, scene.title, w, local);
    const jobs = ["release-web", "nightly-backup", "etl-load", "rotate-logs", "sync-config"];
    box(ctx, 170, 140, 620, 330);
    jobs.forEach((job, i) => {
      const y = 190 + i * 58;
      const done = local > 0.2 + i * 0.12;
      label(ctx, job, 210, y + 7, TEXT, 20);
      ctx.fillStyle = done ? GREEN : AMBER;
      ctx.beginPath();
      ctx.arc(560, y, 8, 0, Math.PI * 2);
      ctx.fill();
      label(ctx, done ? (i % 2 ? "Running" : "Completed") : "Pending", 580, y + 7, done ? GREEN : AMBER, 20);
    });
  },
  end(ctx, w, _h, local, scene) {
    heading(ctx, scene.title, w, local, 40, 230);
    ctx.globalAlpha = ease(local * 2 - 0.4);
    box(ctx, w / 2 - 170, 280, 340, 64, SKY);
    label(ctx, "Read the Documentation", w / 2, 320, NAVY, 24, "center");
    ctx.globalAlpha = 1;
  },
};

window.drawFrame = (ctx, scenes, t) => {
  const { width: w, height: h } = ctx.canvas;
  background(ctx, w, h, t);
  const scene = scenes.find((s) => t >= s.start && t < s.end) ?? scenes[scenes.length - 1];
  const local = (t - scene.start) / (scene.end - scene.start);
  // Fade between scenes.
  const fade = Math.min(1, local * 6, (1 - local) * 6);
  ctx.save();
  ctx.globalAlpha = 1;
  draw[scene.kind](ctx, w, h, local, scene);
  ctx.restore();
  ctx.fillStyle = `rgba(11,31,58,${1 - Math.max(0, fade)})`;
  ctx.fillRect(0, 0, w, h);
  // Progress line along the bottom.
  ctx.fillStyle = SKY;
  ctx.fillRect(0, h - 4, (t / scenes[scenes.length - 1].end) * w, 4);
};

// Recording lives here, not in the generator: functions that the generator passed to the page
// would carry its compiler's helpers with them.
window.renderPoster = (scenes, t) => {
  const canvas = document.getElementById("c");
  window.drawFrame(canvas.getContext("2d"), scenes, t);
  return canvas.toDataURL("image/webp", 0.82);
};

window.recordVideo = async (scenes, settings) => {
  const canvas = document.getElementById("c");
  const ctx = canvas.getContext("2d");
  const stream = canvas.captureStream(settings.fps);
  const mimeType = MediaRecorder.isTypeSupported("video/webm;codecs=vp9")
    ? "video/webm;codecs=vp9"
    : "video/webm";
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: settings.bitsPerSecond });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  window.drawFrame(ctx, scenes, 0);
  recorder.start(1000);
  const started = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - started) / 1000;
      if (t >= settings.seconds) return resolve();
      window.drawFrame(ctx, scenes, t);
      setTimeout(tick, 1000 / settings.fps);
    };
    tick();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), mimeType };
};
