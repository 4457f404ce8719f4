import type { ScopeNode, SessionInfo } from '@mizan/domain/auth';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { apiAs, apiLogin, openSignedIn, storedSession } from '../lib/session';
import { LANGS, t } from '../lib/texts';

// These journeys change admin's selected scope and stage on the server: they run in order, and each
// starts by putting both back to the seed's values.
test.describe.configure({ mode: 'serial' });

async function resetAdmin(request: APIRequestContext): Promise<{ session: SessionInfo; root: ScopeNode }> {
  const session = await apiLogin(request, 'admin');
  const as = apiAs(request, session);
  const { root } = (await (await as.get('/api/scopes/tree')).json()) as { root: ScopeNode };
  expect((await as.put('/api/auth/scope', { scopeId: root.id })).status()).toBe(200);
  expect((await as.put('/api/auth/stage', { stageId: '*' })).status()).toBe(200);
  return { session, root };
}

for (const lang of LANGS) {
  test(`scope drawer: admin picks the Faculty of Science and the scope bar shows it (${lang})`, async ({
    page,
  }) => {
    const { root } = await resetAdmin(page.request);
    const science = root.children.find((c) => c.name.en === 'Faculty of Science');
    expect(science, 'the demo seed has a Faculty of Science').toBeDefined();
    const shell = new ShellPage(page);
    await openSignedIn(page, 'admin', '/dashboard', { lang });
    await expect(shell.scopeBar).toHaveText(root.name[lang]);

    await shell.openScopeDrawer();
    await expect(shell.scopeDrawer.getByRole('heading')).toHaveText(t(lang, 'shell:scope.title'));
    await expect(shell.scopeNode(root.name[lang])).toHaveAttribute('aria-pressed', 'true');
    const node = shell.scopeNode(science!.name[lang]);
    await expect(node).toHaveAttribute('aria-pressed', 'false');
    await node.click();

    await expect(shell.scopeDrawer).toBeHidden();
    await expect(shell.scopeBar).toContainText(science!.name[lang]);
    expect((await storedSession(page))?.scope.selectedScopeId).toBe(science!.id);
    // The server keeps the choice: a reload shows it again, and so does a fresh session answer.
    await page.reload();
    await expect(shell.scopeBar).toContainText(science!.name[lang]);
    await shell.openScopeDrawer();
    await expect(shell.scopeNode(science!.name[lang])).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(shell.scopeDrawer).toBeHidden();
  });

  test(`stage switch changes the active stage (${lang})`, async ({ page }) => {
    const { session } = await resetAdmin(page.request);
    const shell = new ShellPage(page);
    await openSignedIn(page, 'admin', '/dashboard', { lang });
    await expect(shell.stageSwitch).toHaveValue('*');
    await expect(shell.stageSwitch.locator('option')).toHaveText(
      session.stages.items.map((s) => s.name[lang]),
    );

    const target = session.stages.items.find((s) => s.id !== '*')!;
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/stage'));
    await shell.stageSwitch.selectOption(target.id);
    expect((await answer).status()).toBe(200);
    await expect(shell.stageSwitch).toHaveValue(target.id);
    await expect(shell.stageSwitch).toBeEnabled();
    expect((await storedSession(page))?.stages.activeStageId).toBe(target.id);

    await page.reload();
    await expect(shell.stageSwitch).toHaveValue(target.id);
    const fresh = await apiAs(page.request, session).get('/api/auth/session');
    expect(((await fresh.json()) as SessionInfo).stages.activeStageId).toBe(target.id);
  });
}
