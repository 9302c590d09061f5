import type { ImageAsset } from "../../../contracts/image-asset";
import { HERO_VIDEO } from "../../enhance/attributes";
import type { Action } from "../../generated/types/sections";
import { ActionLinks } from "../ActionLinks";
import { Heading } from "../ui/Heading";
import { Picture } from "../ui/Picture";

interface HeroVideoProps {
  title: string;
  text: string;
  poster: ImageAsset;
  posterAlt?: string;
  video?: string;
  actions: readonly Action[];
}

/** The poster fills the width. */
const HERO_POSTER_SIZES = "100vw";

/**
 * The full-width hero. The poster is the page's largest contentful paint; the muted clip is laid
 * over it by site/enhance/behaviours/hero-video.ts, only on a running page whose visitor neither
 * prefers reduced motion nor saves data.
 */
export function HeroVideo({ title, text, poster, posterAlt = "", video, actions }: HeroVideoProps) {
  return (
    <section data-section="hero" className="relative isolate overflow-hidden" aria-labelledby="hero-title">
      <div className="absolute inset-0 -z-10">
        <Picture
          image={poster}
          alt={posterAlt}
          sizes={HERO_POSTER_SIZES}
          priority
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0"
          data-testid="hero-media"
          {...{ [HERO_VIDEO]: video || undefined }}
        >
          <div className="absolute inset-0 bg-gradient-to-r from-ground via-ground/85 to-ground/40" />
          <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-ground" />
        </div>
      </div>
      {/* A screen-high hero only where the screen is wide: on a tall phone or tablet it would leave a gap under the buttons. */}
      <div className="mx-auto flex w-full max-w-7xl flex-col justify-center gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:min-h-[min(calc(100svh-5rem),52rem)] lg:px-8">
        <Heading level={1} id="hero-title" className="max-w-3xl sm:text-6xl">
          <span className="text-gradient">{title}</span>
        </Heading>
        <p className="max-w-2xl text-lg text-ink sm:text-xl">{text}</p>
        <ActionLinks actions={actions} className="mt-2" />
      </div>
    </section>
  );
}
