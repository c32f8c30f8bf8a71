#!/bin/sh
# Install the built Papershelf folder for one person (or system-wide with PREFIX=/usr/local):
# the app under $PREFIX/lib/papershelf, `papershelf` on the PATH, the menu entry, the icons
# and the AppStream file. Run it from the built folder: Papershelf/linux/install.sh
# Uninstall: install.sh --uninstall (same PREFIX).
set -eu

APP_ID=io.github.papershelf.Papershelf
PREFIX=${PREFIX:-$HOME/.local}
HERE=$(cd "$(dirname "$0")" && pwd)
BUNDLE=$(dirname "$HERE")
ICONS=$BUNDLE/_internal/resources/icons
SHARE=$PREFIX/share

remove() {
    rm -rf "$PREFIX/lib/papershelf" "$PREFIX/bin/papershelf" \
        "$SHARE/applications/$APP_ID.desktop" "$SHARE/metainfo/$APP_ID.metainfo.xml" \
        "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
    for size in 16 24 32 48 64 128 256 512; do
        rm -f "$SHARE/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
}

refresh() {
    # Menus and icon caches pick the files up; missing tools are fine (a new login does it).
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$SHARE/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    remove
    refresh
    echo "Papershelf removed from $PREFIX"
    exit 0
fi

[ -x "$BUNDLE/papershelf" ] || { echo "install.sh: no papershelf binary in $BUNDLE" >&2; exit 1; }
remove
mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$SHARE/applications" "$SHARE/metainfo" \
    "$SHARE/icons/hicolor/scalable/apps"
cp -R "$BUNDLE" "$PREFIX/lib/papershelf"
ln -s "$PREFIX/lib/papershelf/papershelf" "$PREFIX/bin/papershelf"
sed "s|^Exec=papershelf|Exec=$PREFIX/bin/papershelf|; s|^TryExec=papershelf|TryExec=$PREFIX/bin/papershelf|" \
    "$HERE/$APP_ID.desktop" >"$SHARE/applications/$APP_ID.desktop"
cp "$HERE/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
cp "$ICONS/papershelf.svg" "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "$SHARE/icons/hicolor/${size}x${size}/apps"
    cp "$ICONS/papershelf-$size.png" "$SHARE/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
refresh
echo "Papershelf $("$PREFIX/bin/papershelf" --version | cut -d' ' -f2) installed in $PREFIX"
echo "run it from your applications menu, or: $PREFIX/bin/papershelf"
