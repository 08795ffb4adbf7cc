/** The first floor's browser entry: React and React DOM hydrating the floor page, nothing else. */
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reactDomApp } from './apps.tsx'

const root = document.getElementById('root')
if (root) startTransition(() => void hydrateRoot(root, reactDomApp()))
