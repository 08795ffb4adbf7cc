/**
 * Which SPEC states (docs/spec-states.json) are shown by which stories. A story declares the
 * states it shows with tags such as `state:cart-empty`; while it runs, Storybook's preview
 * asserts that each declared state's text is on screen (see .storybook/preview.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadCsf } from 'storybook/internal/csf-tools'

export const STATE_TAG_PREFIX = 'state:'

export interface SpecScreen {
  name: string
  route: string
  /** Once a screen is built, every one of its states must have a story. */
  built: boolean
}

export interface SpecState {
  id: string
  screen: string
  description: string
  /** The exact text SPEC.md gives for the state, asserted on screen by every story showing it. */
  text?: string
  spec?: string
}

export interface SpecRegistry {
  screens: Record<string, SpecScreen>
  states: SpecState[]
}

export interface StoryRef {
  /** Storybook id, e.g. `pages-cart--empty`. */
  id: string
  title: string
  name: string
  file: string
  /** A story without a play function shows a state but asserts nothing. */
  hasPlay: boolean
}

export interface StateRow {
  state: SpecState
  built: boolean
  stories: StoryRef[]
  /** At least one story shows the state and its play function runs (the preview checks the text). */
  asserted: boolean
}

export interface Coverage {
  rows: StateRow[]
  /** Everything that makes the check fail, one sentence each. */
  problems: string[]
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.stories\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The state tags of every story under `storyDirs`, read statically from the CSF files. */
export function collectStoryStates(root: string, storyDirs: string[]): Map<string, StoryRef[]> {
  const byState = new Map<string, StoryRef[]>()
  for (const file of storyDirs.flatMap((dir) => storyFiles(path.join(root, dir)))) {
    const relative = path.relative(root, file)
    const csf = loadCsf(readFileSync(file, 'utf8'), {
      fileName: relative,
      makeTitle: (title) => title,
    }).parse()
    const metaTags = csf.meta?.tags ?? []
    for (const story of csf.stories) {
      const tags = [...metaTags, ...(story.tags ?? [])]
      for (const tag of tags.filter((t) => t.startsWith(STATE_TAG_PREFIX))) {
        const id = tag.slice(STATE_TAG_PREFIX.length)
        const ref: StoryRef = {
          id: story.id,
          title: csf.meta?.title ?? relative,
          name: story.name ?? story.id,
          file: relative,
          hasPlay: Boolean(story.__stats.play),
        }
        byState.set(id, [...(byState.get(id) ?? []), ref])
      }
    }
  }
  return byState
}

export function specStateCoverage(
  registry: SpecRegistry,
  storyStates: Map<string, StoryRef[]>,
): Coverage {
  const problems: string[] = []
  const known = new Set(registry.states.map((state) => state.id))
  for (const [id, stories] of storyStates) {
    if (!known.has(id)) {
      problems.push(
        `${stories.map((s) => s.file).join(', ')} declares state:${id}, which docs/spec-states.json does not list.`,
      )
    }
  }
  const rows = registry.states.map((state) => {
    const screen = registry.screens[state.screen]
    if (!screen) problems.push(`State ${state.id} names an unknown screen "${state.screen}".`)
    const stories = storyStates.get(state.id) ?? []
    const asserted = stories.some((story) => story.hasPlay)
    const built = screen?.built ?? false
    if (built && !asserted) {
      problems.push(
        stories.length === 0
          ? `State ${state.id} (${screen?.name}) has no story: tag one with state:${state.id}.`
          : `State ${state.id} is shown by ${stories.map((s) => s.id).join(', ')} but no play function asserts it.`,
      )
    }
    return { state, built, stories, asserted }
  })
  return { rows, problems }
}

export const STORY_DIRS = ['packages/ui/src', 'apps/storefront/src']

export function loadRegistry(root: string): SpecRegistry {
  return JSON.parse(readFileSync(path.join(root, 'docs/spec-states.json'), 'utf8')) as SpecRegistry
}
