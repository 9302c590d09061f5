import { productsPage } from "../../generated/productsPage";

export function data() {
  return { page: productsPage };
}

export type Data = ReturnType<typeof data>;
