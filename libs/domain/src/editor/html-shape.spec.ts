import { describe, expect, it } from '@jest/globals';
import type { Node as PMNode } from '@tiptap/pm/model';
import { docToHtml } from './html.js';
import { MODEL_SAMPLE, modelHtmlShape } from './html-shape.js';
import { editorSchema } from './model.js';
import { MODEL_HTML_SHAPE } from './model-html.js';

const sample = () => editorSchema().nodeFromJSON(MODEL_SAMPLE);

/** Every node and mark of the sample, by type name. */
function used(doc: PMNode) {
  const nodes = new Map<string, PMNode[]>([[doc.type.name, [doc]]]);
  const marks = new Set<string>();
  doc.descendants((n) => {
    nodes.set(n.type.name, [...(nodes.get(n.type.name) ?? []), n]);
    for (const m of n.marks) marks.add(m.type.name);
  });
  return { nodes, marks };
}

describe('editor model: the HTML shape the sanitiser allows', () => {
  it('is derived from a sample using every node, mark and attribute of the schema', () => {
    const schema = editorSchema();
    const { nodes, marks } = used(sample());
    expect([...nodes.keys()].sort()).toEqual(Object.keys(schema.nodes).sort());
    expect([...marks].sort()).toEqual(Object.keys(schema.marks).sort());
    // An attribute the sample leaves at its default would be missing from the allow-list.
    for (const [name, type] of Object.entries(schema.nodes))
      for (const [attr, spec] of Object.entries(type.spec.attrs ?? {}))
        expect({ name, attr, set: nodes.get(name)?.some((n) => n.attrs[attr] !== spec.default) }).toEqual({
          name,
          attr,
          set: true,
        });
  });

  it('names the tags and attributes the editor writes, and fixes dir and data-type', () => {
    const shape = modelHtmlShape();
    expect(shape.tags.p).toEqual(['dir']);
    expect(shape.tags.span).toEqual(['data-blank', 'data-latex', 'data-type']);
    expect(shape.tags.img).toEqual(['alt', 'height', 'src', 'title', 'width']);
    expect(shape.values.p.dir).toEqual(['auto', 'ltr', 'rtl']);
    expect(shape.values.span['data-type']).toEqual(['inline-math']);
    expect(shape.values.div['data-type']).toEqual(['block-math']);
    // Not in the model: links, h1, code blocks, rules, style and class anywhere.
    for (const tag of ['a', 'h1', 'pre', 'hr', 'script', 'iframe']) expect(shape.tags[tag]).toBeUndefined();
    for (const attrs of Object.values(shape.tags))
      expect(attrs).not.toEqual(expect.arrayContaining(['style']));
    expect(shape.tags.td).not.toContain('dir');
  });

  it('is what the sanitiser allows: MODEL_HTML_SHAPE, its copy as data, is the same', () => {
    expect(modelHtmlShape()).toEqual(MODEL_HTML_SHAPE);
  });

  it('writes the sample without a DOM', () => {
    const html = docToHtml(sample());
    expect(html).toContain('<span data-latex="\\frac{1}{2}" data-type="inline-math"></span>');
    expect(html).toContain('<ol start="3" type="a">');
  });
});
