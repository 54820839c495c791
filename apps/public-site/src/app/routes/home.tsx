import { HomeHero } from '../../features/home/components/home-hero';
import { HomeIntro } from '../../features/home/components/home-intro';

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <HomeIntro />
    </>
  );
}
