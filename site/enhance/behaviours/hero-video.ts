import { HERO_VIDEO } from "../attributes";
import { REDUCED_MOTION } from "./motion";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

const videoType = (url: string) => (url.toLowerCase().endsWith(".mp4") ? "video/mp4" : "video/webm");

/**
 * The home hero's clip (markup: site/components/home/HeroVideo.tsx): the poster is the page's
 * largest contentful paint; the muted clip is laid over it only on a running page whose visitor
 * neither prefers reduced motion nor saves data.
 */
export function startHeroVideo(): void {
  const media = document.querySelector<HTMLElement>(`[${HERO_VIDEO}]`);
  const url = media?.getAttribute(HERO_VIDEO);
  if (!media || !url) return;
  if (window.matchMedia(REDUCED_MOTION).matches) return;
  if ((navigator as NavigatorWithConnection).connection?.saveData === true) return;
  const poster = media.parentElement?.querySelector("img");
  const video = document.createElement("video");
  video.className = "absolute inset-0 h-full w-full object-cover";
  video.muted = true;
  video.setAttribute("muted", "");
  video.autoplay = true;
  video.loop = true;
  video.playsInline = true;
  video.preload = "none";
  video.poster = poster?.currentSrc || poster?.src || "";
  video.dataset.testid = "hero-video";
  const source = document.createElement("source");
  source.src = url;
  source.type = videoType(url);
  video.append(source);
  media.prepend(video);
}
