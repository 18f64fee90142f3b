import { systemsControllerCopy } from "@site/content/site/systems-controller";
import { useEffect, useRef } from "react";
import { loadMediaWhenNear } from "./media-when-near";

const { video } = systemsControllerCopy;
const { asset } = video;

/**
 * The intro video, served by the site (made by scripts/marketing-media). preload="none": the
 * video loads when the visitor presses play; its controls, poster and captions when the video
 * comes near the viewport (media-when-near.ts: here in the app, islands/main.ts on the static
 * page).
 */
export function IntroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => (videoRef.current ? loadMediaWhenNear(videoRef.current) : undefined), []);
  return (
    <section aria-labelledby="intro-video-heading" className="render-near-view bg-white py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="intro-video-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {video.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{video.description}</p>
          <p className="mt-4 text-sm text-slate-600">{video.playHint}</p>
        </div>
        <figure className="lg:col-span-3">
          <video
            ref={videoRef}
            preload="none"
            playsInline
            data-poster={asset.poster}
            width={asset.width}
            height={asset.height}
            title={asset.title}
            aria-label={asset.title}
            className="h-auto w-full rounded-xl bg-navy-950 shadow-lg"
          >
            <source src={asset.src} type={asset.type} />
            <track
              kind="captions"
              src={asset.captions.src}
              srcLang={asset.captions.srcLang}
              label={asset.captions.label}
              data-default=""
            />
          </video>
          <figcaption className="mt-3 text-sm text-slate-600">
            {asset.title} ({asset.durationSeconds} s)
            {/* The player gets its controls from a script (media-when-near.ts); without one, links. */}
            <noscript>
              {" · "}
              <a href={asset.src} className="underline">
                {asset.withoutScript.video}
              </a>
              {" · "}
              <a href={asset.captions.src} className="underline">
                {asset.withoutScript.captions}
              </a>
            </noscript>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
