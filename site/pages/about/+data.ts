import { aboutPage } from "../../generated/aboutPage";
import { team } from "../../generated/team";

export function data() {
  return { page: aboutPage, team };
}

export type Data = ReturnType<typeof data>;
