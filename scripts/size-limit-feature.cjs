// The size budget every feature package shares (issue 22), for its `.size-limit.cjs`: each
// entry's own code (minified + brotli, lazy screens included), with its dependencies and
// peers left out since a consumer pays for those once, and the extracted `style.css`.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * @param {Record<string, string>} limits output name (`index`, `ad-slot`, `style.css`) → budget;
 *   set each a little above today's size, and raise one only with a reason.
 */
module.exports = function featureBudget(limits) {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const ignore = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return Object.entries(limits).map(([entry, limit]) =>
    entry.endsWith('.css')
      ? { name: `${manifest.name}/${entry}`, path: `dist/${entry}`, limit }
      : {
          name: entry === 'index' ? manifest.name : `${manifest.name}/${entry}`,
          path: `dist/${entry}.js`,
          limit,
          ignore,
        },
  );
};
