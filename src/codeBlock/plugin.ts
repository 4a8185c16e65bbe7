/**
 * Build side of leaner code blocks: applies ./prismTrim.cjs to
 * prism-react-renderer in the client and server bundles (both must render
 * the same tokens, or hydration would not match).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function codeBlockPlugin(): Plugin {
  return {
    name: 'code-block-weight',
    configureWebpack() {
      const prismTrim = {
        test: /prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
        use: [{loader: path.join(__dirname, 'prismTrim.cjs')}],
      };
      return {module: {rules: [prismTrim]}};
    },
  };
}
