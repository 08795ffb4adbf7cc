import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  use,
} from 'react'

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: a path inside the store or a full URL. */
  href: string
}

function Anchor(props: LinkComponentProps) {
  return <a {...props} />
}

const LinkContext = createContext<ComponentType<LinkComponentProps>>(Anchor)

/**
 * Tells every `Link` inside which component to render, so the ui package never imports a
 * router: the storefront passes its router's link, Storybook keeps plain anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>
  children: ReactNode
}) {
  return <LinkContext value={component}>{children}</LinkContext>
}

/** A link rendered by the component the nearest `LinkProvider` supplies (a plain `<a>` by default). */
export function Link(props: LinkComponentProps) {
  const Component = use(LinkContext)
  return <Component {...props} />
}
