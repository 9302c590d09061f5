export { Layout as default } from "./layouts/Layout";
