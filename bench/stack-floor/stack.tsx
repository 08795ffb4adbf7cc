/** The second floor's browser entry: the stack as the store's entry wires it (see apps.tsx). */
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { stackApp } from './apps.tsx'

const root = document.getElementById('root')
if (root) startTransition(() => void hydrateRoot(root, stackApp()))
