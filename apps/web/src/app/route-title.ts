import { createContext, useContext } from 'react'

/** What a route may declare in its `handle`: the page title shown before the store name. */
export type RouteHandle = { title?: string }

/** The deepest title the matched routes declare (app/router.tsx), for the document's <title>. */
export const RouteTitleContext = createContext<string | undefined>(undefined)

export const useRouteTitle = () => useContext(RouteTitleContext)
