import { COLLAB_CLOSE } from '@mizan/domain/collab';
import { type ApiProcess, call, login } from '../../test/api-process.js';
import {
  addParagraph,
  closeEditor,
  collabQuestions,
  type Editor,
  openEditor,
  until,
} from '../../test/collab-editors.js';
import { DEMO_PASSWORDS } from '../../test/harness.js';
import { describeMultiProcess, twoProcesses } from '../../test/two-processes.js';

/**
 * Two API processes on one PostgreSQL database and one Redis (issue 4 'Live co-editing'): editors
 * connected to different processes edit one question together. Runs the built API (`npm run build`).
 */
const signIn = (api: ApiProcess, username: string) => login(api, username, DEMO_PASSWORDS[username]);

describeMultiProcess('multi-process collab spec')(
  'collaboration across two API processes (PostgreSQL + Redis)',
  () => {
    const two = twoProcesses();
    const editors: Editor[] = [];
    let a: ApiProcess;
    let b: ApiProcess;
    let question: Awaited<ReturnType<typeof collabQuestions>>;
    const open = async (api: ApiProcess, name: string, user: string) => {
      const editor = await openEditor(api.url, name, await signIn(api, user));
      editors.push(editor);
      return editor;
    };

    beforeAll(async () => {
      ({ a, b } = two);
      // Questions are made over HTTP through A, as users make them.
      const [creator, admin, reviewer] = await Promise.all(
        ['creator', 'admin', 'reviewer'].map((u) => signIn(a, u)),
      );
      question = await collabQuestions(
        { sql: two.sql, request: (method, route, opts) => call(a, method, route, opts) },
        { creator, admin, reviewer },
        'ENG-CSE',
      );
    }, 120_000);

    afterEach(() => {
      for (const editor of editors.splice(0)) closeEditor(editor);
    });

    it('relays edits and carets between editors on different processes', async () => {
      const name = await question();
      const onA = await open(a, name, 'creator');
      // Both write this incomplete question: its creator and the admin (a reviewer writes only a
      // question pending review).
      const onB = await open(b, name, 'admin');
      onA.text.insert(0, 'typed on A');
      addParagraph(onB.stem, 'typed on B');
      await until(
        () => onB.text.toString() === 'typed on A' && onA.stem.toString().includes('typed on B'),
        'each process shows the edits made on the other',
      );
      // Concurrent edits on both processes converge.
      onA.text.insert(0, '1');
      onB.text.insert(onB.text.length, '2');
      await until(() => onA.text.toString() === onB.text.toString(), 'the texts converge');
      expect(onA.text.toString()).toBe('1typed on A2');

      onA.provider.awareness.setLocalStateField('user', { name: 'Sara' });
      await until(
        () => onB.provider.awareness.getStates().get(onA.doc.clientID)?.user?.name === 'Sara',
        "B's editor sees A's caret",
      );
      onA.provider.disconnect();
      await until(() => !onB.provider.awareness.getStates().has(onA.doc.clientID), "A's caret leaves B");
    });

    it('gives a process that opens a document the others hold every committed edit', async () => {
      const name = await question();
      const onA = await open(a, name, 'creator');
      for (let i = 0; i < 50; i++) onA.text.insert(onA.text.length, 'k');
      // B opens the document while A's keystrokes are still being written.
      const onB = await open(b, name, 'reviewer');
      await until(() => onB.text.toString() === 'k'.repeat(50), 'B converges with A');
    });

    it('closes the collab sockets of a session on the other process when it logs out', async () => {
      const name = await question();
      const token = await signIn(a, 'creator');
      const onB = await openEditor(b.url, name, token);
      editors.push(onB);
      const res = await fetch(`${a.url}/api/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBeLessThan(300);
      expect((await onB.closed).code).toBe(COLLAB_CLOSE.unauthorized.code);
    });
  },
);
