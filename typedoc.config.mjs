// The API reference (`npm run docs`, into docs/api/): the entry points (root, sim, server, client), and the README and
// the documents of docs/ rendered as pages beside it, linked to each other as on GitHub.

/**
 * TypeDoc 0.28 names a heading's anchor and its table-of-contents entry after the heading's text
 * tokens only, so `## Chance: \`actionOutcomes\`` became `#chance-` and "Chance: ". Giving each
 * inline code span in a heading its text as a child token makes the anchors GitHub's, which the
 * documents link to, and the entries whole; the span still renders as code.
 *
 * @param {import('markdown-it').default} parser
 */
function codeInHeadings(parser) {
  parser.core.ruler.push('code-in-headings', (state) => {
    for (let i = 1; i < state.tokens.length; i++) {
      if (state.tokens[i - 1].type !== 'heading_open') continue;
      for (const child of state.tokens[i].children ?? []) {
        if (child.type !== 'code_inline') continue;
        const text = new state.Token('text', '', 0);
        text.content = child.content;
        child.children = [text];
      }
    }
  });
}

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  entryPoints: [
    'src/index.ts',
    'src/sim/index.ts',
    'src/core/index.ts',
    'src/server/index.ts',
    'src/client/index.ts',
  ],
  out: 'docs/api',
  name: 'globetrotter',
  includeVersion: true,
  projectDocuments: ['docs/*.md', 'docs/rules/*.md'],
  // The README and every document open with their own first-level heading.
  headings: { readme: false, document: false },
  markdownItLoader: codeInHeadings,
  // TypeDoc's defaults, and Python for docs/guide-python.md.
  highlightLanguages: [
    'bash',
    'console',
    'css',
    'html',
    'javascript',
    'json',
    'jsonc',
    'json5',
    'yaml',
    'tsx',
    'typescript',
    'python',
  ],
  treatWarningsAsErrors: true,
  excludePrivate: true,
  disableSources: true,
};
