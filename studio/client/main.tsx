import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import "./studio.css";

const mount = document.getElementById("studio");
if (mount) createRoot(mount).render(<App />);
