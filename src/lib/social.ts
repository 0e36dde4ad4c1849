/** The studio's pages on social networks, from content/site.json. */
export interface SocialProfiles {
  instagram: string;
  facebook?: string | null;
  tiktok?: string | null;
  youtube?: string | null;
}

export interface SocialLink {
  network: keyof SocialProfiles;
  /** The network's name as Hebrew readers say it. */
  name: string;
  url: string;
}

const NETWORKS: (keyof SocialProfiles)[] = ["instagram", "facebook", "tiktok", "youtube"];

/** The networks' names as Hebrew readers say them (content/ui.json, social). */
export type NetworkNames = Record<keyof SocialProfiles, string>;

/** The addresses of the profiles the studio has, always in the same order: Instagram, Facebook, TikTok, YouTube. */
export const socialUrls = (profiles: SocialProfiles): string[] =>
  NETWORKS.flatMap((network) => profiles[network] ?? []);

/** The profiles the studio has, in that order, each with the network's name. */
export const socialLinks = (profiles: SocialProfiles, names: NetworkNames): SocialLink[] =>
  NETWORKS.flatMap((network) => {
    const url = profiles[network];
    return url ? [{ network, name: names[network], url }] : [];
  });
