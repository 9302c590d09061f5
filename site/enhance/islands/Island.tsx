import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { ISLAND, ISLAND_LOAD_IF, ISLAND_PROPS, ISLAND_WHEN } from "../attributes";
import type { IslandName, IslandProps, IslandWhen } from "../registry";
import type { Serializable } from "./serializable";

/** Compiles only when the island's props survive JSON unchanged (see serializable.ts). */
type RequireSerializable<P> = P extends Serializable<P> ? [] : [props_must_be_plain_data: never];

/**
 * The server side of an island: renders `Component` to HTML with React as a root of its own (the
 * browser hydrates it alone, with Preact: see hydrate-island.ts), inside a `display: contents`
 * container that names the island, carries its props as JSON and says when to hydrate it.
 * Pages render the returned component like any other; only the browser treats it differently.
 */
export function defineIsland<N extends IslandName>(
  name: N,
  Component: ComponentType<IslandProps<N>>,
  when: IslandWhen | { when: "interaction"; loadIfQuery: readonly string[] },
  ..._plainData: RequireSerializable<IslandProps<N>>
) {
  const markers = {
    [ISLAND]: name,
    [ISLAND_WHEN]: typeof when === "string" ? when : when.when,
    [ISLAND_LOAD_IF]: typeof when === "string" ? undefined : when.loadIfQuery.join(","),
  };
  function IslandContainer(props: IslandProps<N>) {
    // TypeScript cannot relate a generic component to its own props through createElement.
    const element = createElement(Component as ComponentType<object>, props as object);
    const html = renderToString(element);
    return (
      <div
        className="contents"
        {...markers}
        {...{ [ISLAND_PROPS]: JSON.stringify(props) }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  IslandContainer.displayName = `Island(${name})`;
  return IslandContainer;
}
