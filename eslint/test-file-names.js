// A test file is named after what it tests, so the tests of a file are found from its name: the
// name up to its first dot is a file or folder beside it ('download-form.test.tsx' tests
// 'download-form.tsx'; 'product-routes.search.test.ts' one side of 'product-routes.ts';
// 'schema.test.ts' the 'schema/' folder). The whole-app suites of src/server/security/ test the app
// through buildApp and are named after the property they check.
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const WHOLE_APP_SUITES = path.join(root, 'src', 'server', 'security')
const TEST_FILE = /\.test\.tsx?$/
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.json', '']

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Name a test file after the file or folder it tests' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (!TEST_FILE.test(file) || path.dirname(file) === WHOLE_APP_SUITES) return {}
    const subject = path.basename(file).split('.')[0]
    const dir = path.dirname(file)
    if (SOURCE_EXTENSIONS.some((ext) => existsSync(path.join(dir, subject + ext)))) return {}
    return {
      Program(node) {
        context.report({
          node,
          message: `'${path.basename(file)}' names no file or folder beside it: call it '<tested file>.test.ts' or '<tested file>.<aspect>.test.ts'.`,
        })
      },
    }
  },
}

export default { rules: { 'test-file-names': rule } }
