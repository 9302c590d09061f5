export interface MenuItem {
  title: string;
  href: string;
}

export interface MenuGroup {
  group: string;
  items: MenuItem[];
}
