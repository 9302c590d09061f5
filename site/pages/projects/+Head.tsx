import { useData } from "vike-react/useData";
import { PROJECT_CARD_SIZES } from "../../components/projects/ProjectCard";
import { PicturePreload } from "../../components/ui/Picture";
import type { Data } from "./+data";

/**
 * The first card's thumbnail is the page's largest contentful paint: fetch it before the CSS is
 * read. Vike also applies this file to the pages below /projects, whose data has no cards.
 */
export default function Head() {
  const data = useData<Data | Record<string, unknown>>();
  const first = "cards" in data && Array.isArray(data.cards) ? (data as Data).cards[0] : undefined;
  return first ? <PicturePreload image={first.thumbnail} sizes={PROJECT_CARD_SIZES} /> : null;
}
