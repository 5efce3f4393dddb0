import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSave, type SaveStatus } from '../../src/ui/saveFeedback';
import { toaster } from '../../src/ui/toaster';

function titles(): string[] {
  return toaster.getVisibleToasts().map((toast) => String(toast.title));
}

describe('announceSave', () => {
  afterEach(() => {
    toaster.remove();
    vi.useRealTimers();
  });

  it('keeps the save toast readable when its files are already on the server, then says the upload succeeded', () => {
    vi.useFakeTimers();
    announceSave({ title: 'Album erfolgreich erstellt', uploadedTitle: 'Bilder erfolgreich hochgeladen' }, (onStatus: (status: SaveStatus) => void) => {
      onStatus({ state: 'done' });
      return () => undefined;
    });
    expect(titles()).toEqual(['Album erfolgreich erstellt']);
    vi.advanceTimersByTime(1500);
    expect(titles()).toEqual(['Album erfolgreich erstellt']);
    vi.advanceTimersByTime(600);
    expect(titles()).toEqual(['Bilder erfolgreich hochgeladen']);
  });

  it("does not replace a newer action's toast with the earlier save's upload success", () => {
    vi.useFakeTimers();
    announceSave({ title: 'Album erfolgreich aktualisiert', uploadedTitle: 'Bilder erfolgreich hochgeladen' }, (onStatus: (status: SaveStatus) => void) => {
      onStatus({ state: 'done' });
      return () => undefined;
    });
    announceSave({ title: 'Album erfolgreich gelöscht' }, () => () => undefined);
    vi.advanceTimersByTime(2100);
    expect(titles()).toEqual(['Album erfolgreich gelöscht']);
  });
});

describe('announceSave when the edit meets a conflict', () => {
  afterEach(() => toaster.remove());

  /** Announces a save and hands back what reports its status. */
  function announced(title: string): (status: SaveStatus) => void {
    let report!: (status: SaveStatus) => void;
    announceSave({ title }, (onStatus) => {
      report = onStatus;
      return () => undefined;
    });
    return report;
  }

  it('no longer says the change is on its way, nor that it succeeded', () => {
    const report = announced('Offer updated successfully');
    report({ state: 'sending' });
    expect(toaster.getVisibleToasts()[0]?.description).toBe('Auf diesem Gerät gespeichert, wird an den Server gesendet …');
    report({ state: 'conflict' });
    expect(toaster.getVisibleToasts()[0]?.title).toBe('Konflikt: Ihre Änderung ist noch nicht auf dem Server');
    expect(toaster.getVisibleToasts()[0]?.description).toBe('Der Eintrag wurde inzwischen an anderer Stelle geändert. Details unter „Synchronisierung“.');
  });

  it('after a refusal says it is not on the server', () => {
    const report = announced('Album erfolgreich aktualisiert');
    report({ state: 'failed' });
    expect(toaster.getVisibleToasts()).toMatchObject([
      { title: 'Nicht auf dem Server gespeichert', description: 'Der Server hat die Änderung abgelehnt. Details unter „Synchronisierung“.', type: 'error' },
    ]);
  });
});
