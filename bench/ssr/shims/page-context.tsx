// Stand-ins for vike-react's hooks and Vike's client router in the bench's bare React build
// (bench/ssr/build-bare.mjs aliases `vike-react/usePageContext`, `vike-react/useData` and
// `vike/client/router` here): the storefront's components read the page context through a
// plain React context, so the same tree renders without Vike.
import { createContext, createElement, useContext, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the components' own types
type PageContext = any;

const Context = createContext<PageContext>(null);

export function PageContextProvider({
  pageContext,
  children,
}: {
  pageContext: PageContext;
  children: ReactNode;
}) {
  return createElement(Context.Provider, { value: pageContext }, children);
}

export function usePageContext(): PageContext {
  return useContext(Context);
}

export function useData<Data>(): Data {
  return useContext(Context).data as Data;
}
