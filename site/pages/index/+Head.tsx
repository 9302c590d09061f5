import { useData } from "vike-react/useData";
import { HERO_POSTER_SIZES } from "../../components/home/HeroVideo";
import { PicturePreload } from "../../components/ui/Picture";
import type { Data } from "./+data";

/** The hero poster is the page's largest contentful paint: fetch it before the CSS and JS are read. */
export default function Head() {
  const { hero } = useData<Data>();
  return <PicturePreload image={hero.poster} sizes={HERO_POSTER_SIZES} />;
}
