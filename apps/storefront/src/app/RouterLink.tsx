import type { LinkComponentProps } from '@adire/ui'
import { Link } from 'react-router-dom'

/** Lets `packages/ui` links navigate client-side without the ui package knowing the router. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />
}
