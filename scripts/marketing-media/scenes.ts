/** The intro video's storyboard: each scene's time span, its on-screen title and its caption. */
export interface Scene {
  start: number;
  end: number;
  kind: "title" | "nodes" | "schedule" | "parallel" | "status" | "end";
  title: string;
  caption: string;
}

export const VIDEO = { width: 960, height: 540, fps: 25, seconds: 24, bitsPerSecond: 450_000 } as const;

export const scenes: readonly Scene[] = [
  {
    start: 0,
    end: 4,
    kind: "title",
    title: "Systems Controller",
    caption: "Meet the Systems Controller: deploy and manage software systems from one place.",
  },
  {
    start: 4,
    end: 8,
    kind: "nodes",
    title: "Connect your nodes",
    caption: "Add your servers by host, port and key, on cloud, on-premise or both.",
  },
  {
    start: 8,
    end: 12,
    kind: "schedule",
    title: "Schedule workflows",
    caption: "Run a workflow once, at explicit times, or on a recurring period.",
  },
  {
    start: 12,
    end: 16,
    kind: "parallel",
    title: "Deploy in parallel",
    caption: "Deploy to a whole cluster at once, many threads in parallel.",
  },
  {
    start: 16,
    end: 20,
    kind: "status",
    title: "Watch every job",
    caption: "Watch jobs reach Completed and services stay Running.",
  },
  {
    start: 20,
    end: 24,
    kind: "end",
    title: "Automation Controller Systems",
    caption: "Read the documentation and start automating today.",
  },
];

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `00:00:${String(whole).padStart(2, "0")}.${String(millis).padStart(3, "0")}`;
}

/** The WebVTT captions file of the video. */
export function captionsVtt(): string {
  const cues = scenes.map(
    (scene, index) =>
      `${index + 1}\n${timestamp(scene.start + 0.2)} --> ${timestamp(scene.end - 0.2)}\n${scene.caption}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
