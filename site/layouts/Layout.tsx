import type { ReactNode } from "react";
import "../styles/global.css";
import { BackgroundDecor } from "./BackgroundDecor";
import { DraftBadge } from "./DraftBadge";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollToTop } from "./ScrollToTop";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[100] rounded-md bg-ink px-4 py-2 font-semibold text-ground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <BackgroundDecor />
      <Header />
      <main id="main" tabIndex={-1} className="pt-20 outline-none">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <DraftBadge />
    </>
  );
}
