import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../capacitor.config';

const mobileDir = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(mobileDir, path), 'utf8');
/** Width and height of a PNG, from its header. */
const pngSize = (path: string) => {
  const bytes = readFileSync(join(mobileDir, path));
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
};
const APP_ID = 'ch.cabinetlacparole.app';

describe('the native projects', () => {
  it("carry the practice's app id and name on Android and iOS", () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.appName).toBe('Cabinet Lac & Parole');
    const gradle = read('android/app/build.gradle');
    expect(gradle).toContain(`namespace = "${APP_ID}"`);
    expect(gradle).toContain(`applicationId "${APP_ID}"`);
    expect(read('android/app/src/main/java/ch/cabinetlacparole/app/MainActivity.java')).toContain(
      `package ${APP_ID};`,
    );
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(
      '<string name="app_name">Cabinet Lac &amp; Parole</string>',
    );
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toContain(
      `PRODUCT_BUNDLE_IDENTIFIER = ${APP_ID};`,
    );
    expect(read('ios/App/App/Info.plist')).toContain('<string>Cabinet Lac &amp; Parole</string>');
  });

  it("keep nothing of Capacitor's template: no example tests, no placeholder package", () => {
    const tracked = execFileSync('git', ['ls-files', 'android', 'ios'], { cwd: mobileDir })
      .toString()
      .split('\n');
    expect(
      tracked.filter((file) => /Example(Unit|Instrumented)Test|getcapacitor\/myapp/.test(file)),
    ).toEqual([]);
    expect(existsSync(join(mobileDir, 'android/app/src/test'))).toBe(false);
    const grep = (pattern: string) => {
      try {
        return execFileSync('git', ['grep', '-l', pattern, '--', 'android', 'ios'], {
          cwd: mobileDir,
        })
          .toString()
          .trim();
      } catch {
        return ''; // git grep exits 1 when nothing matches
      }
    };
    expect(grep('com.getcapacitor.myapp')).toBe('');
  });

  it('keep the splash up until the site hides it, and the web view clear of the system bars', () => {
    expect(config.plugins?.SplashScreen).toMatchObject({ launchAutoHide: false });
    expect(config.plugins?.SystemBars).toMatchObject({ insetsHandling: 'native' });
  });

  it('target what the stores and Capacitor 8 ask for: Android SDK 36, iOS 15', () => {
    const variables = read('android/variables.gradle');
    const level = (name: string) => Number(new RegExp(`${name} = (\\d+)`).exec(variables)?.[1]);
    // Google Play takes new apps and updates only if they target API 36 (Android 16) from
    // 31 August 2026; Capacitor 8 itself needs compile SDK 36 and min SDK 24.
    expect(level('targetSdkVersion')).toBeGreaterThanOrEqual(36);
    expect(level('compileSdkVersion')).toBeGreaterThanOrEqual(level('targetSdkVersion'));
    expect(level('minSdkVersion')).toBeGreaterThanOrEqual(24);
    const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
    expect(pbxproj.match(/IPHONEOS_DEPLOYMENT_TARGET = [\d.]+;/g)).toEqual(
      Array(4).fill('IPHONEOS_DEPLOYMENT_TARGET = 15.0;'),
    );
    expect(read('ios/App/Podfile')).toContain("platform :ios, '15.0'");
  });

  it('start the iOS app through its scene delegate, as Capacitor 8.5 does', () => {
    const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
    expect(pbxproj).toMatch(/\/\* SceneDelegate\.swift in Sources \*\/,/);
    expect(read('ios/App/App/Info.plist')).toContain(
      '<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>',
    );
    expect(read('ios/App/App/AppDelegate.swift')).toContain(
      'config.delegateClass = SceneDelegate.self',
    );
  });

  it('have the icons and splash screens at the sizes each platform asks for', () => {
    const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
    for (const [density, factor] of Object.entries(densities)) {
      const res = `android/app/src/main/res`;
      expect(pngSize(`${res}/mipmap-${density}/ic_launcher.png`)).toEqual([
        48 * factor,
        48 * factor,
      ]);
      expect(pngSize(`${res}/mipmap-${density}/ic_launcher_round.png`)).toEqual([
        48 * factor,
        48 * factor,
      ]);
      expect(pngSize(`${res}/mipmap-${density}/ic_launcher_foreground.png`)).toEqual([
        108 * factor,
        108 * factor,
      ]);
      expect(pngSize(`${res}/drawable-port-${density}/splash.png`)).toEqual([
        320 * factor,
        480 * factor,
      ]);
    }
    const icon = 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png';
    expect(pngSize(icon)).toEqual([1024, 1024]);
    // Colour type 2: RGB without alpha, as the App Store requires of the icon.
    expect(readFileSync(join(mobileDir, icon))[25]).toBe(2);
  });
});
