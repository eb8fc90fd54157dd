#!/usr/bin/env node
// Copies what the compiled server reads at run time next to it in dist/, in the same layout as src/:
// migrations, catalogue data and schema, and the contract (dist/openapi.yaml).
import { cpSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src');
const target = join(root, 'dist');

function copyTree(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) copyTree(path);
    else if (!/\.tsx?$/.test(name)) cpSync(path, join(target, relative(source, path)));
  }
}

copyTree(source);
cpSync(join(root, '../../openapi/openapi.yaml'), join(target, 'openapi.yaml'));
console.log('Copied the server assets and the contract into dist/.');
