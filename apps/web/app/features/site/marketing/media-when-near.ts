/**
 * How far below (or above) the viewport a video's poster and captions start loading: about a
 * screen ahead of the reader, so they are there when the video scrolls in.
 */
const MEDIA_MARGIN = "600px";

/**
 * Gives a video its controls and its poster (from `data-poster`) and turns on its captions (the
 * track marked `data-default`) once it comes near the viewport. The page's HTML carries no
 * `controls`, no `poster` and no `default` track because the browser fetches the poster, the
 * captions and the controls' icons at once, wherever the video stands: below the hero, they
 * competed with the stylesheet and the font that the first paint waits for
 * (docs/decisions/052-one-stylesheet-one-window.md). Where scripts do not run, the page links the
 * video and its captions instead (intro-video.tsx). Returns a function that stops watching.
 * Without IntersectionObserver everything is set at once.
 */
export function loadMediaWhenNear(video: HTMLVideoElement): () => void {
  const show = () => {
    video.controls = true;
    const poster = video.dataset.poster;
    if (poster && !video.getAttribute("poster")) video.setAttribute("poster", poster);
    for (const element of video.querySelectorAll<HTMLTrackElement>("track[data-default]")) {
      // Every browser gives a <track> its TextTrack; jsdom, where the unit tests run, does not.
      const track = element.track as TextTrack | undefined;
      if (track) track.mode = "showing";
    }
  };
  if (typeof IntersectionObserver === "undefined") {
    show();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        show();
        observer.disconnect();
      }
    },
    { rootMargin: `${MEDIA_MARGIN} 0px` },
  );
  observer.observe(video);
  return () => observer.disconnect();
}
