//! What the packages carry: the AppStream metainfo agrees with the desktop file, the crate and
//! the .deb's file list, and every script that makes a package builds with the `dist`
//! profile unless told otherwise. `appstreamcli validate` (in .ci/run) checks the metainfo against the AppStream
//! rules; these tests check what it cannot see, the other files it must agree with.

use serde_json::Value;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The metainfo file, named after the component id.
const METAINFO: &str = "assets/nonet.metainfo.xml";

/// Where AppStream readers look for installed metainfo files.
const METAINFO_DIR: &str = "usr/share/metainfo/";

/// The repository's root folder.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The text of a repository file, or a failure naming it.
fn read(relative: &str) -> String {
    let path = root().join(relative);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The text of every `<tag …>text</tag>` element without an `xml:lang` attribute, in order.
fn untranslated(xml: &str, tag: &str) -> Vec<String> {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let mut found = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find(&open) {
        rest = &rest[start + open.len()..];
        // `<tag>` or `<tag attr…>`, not `<tagname>`.
        if !rest.starts_with(['>', ' ']) {
            continue;
        }
        let Some(head_end) = rest.find('>') else {
            break;
        };
        let head = &rest[..head_end];
        if head.ends_with('/') {
            // `<tag …/>`: no text.
            rest = &rest[head_end..];
            continue;
        }
        let Some(end) = rest.find(&close) else {
            break;
        };
        if !head.contains("xml:lang") {
            found.push(rest[head_end + 1..end].trim().to_owned());
        }
        rest = &rest[end + close.len()..];
    }
    found
}

/// The value of `attribute` in the first `<tag …>` that has it.
fn attribute(xml: &str, tag: &str, attribute: &str) -> Option<String> {
    let open = format!("<{tag} ");
    let key = format!("{attribute}=\"");
    xml.split(&open).skip(1).find_map(|element| {
        let head = element.split('>').next()?;
        let value = head.split(&key).nth(1)?;
        value.split('"').next().map(str::to_owned)
    })
}

/// The value of `key=` in the desktop file's `[Desktop Entry]` group.
fn desktop_value(desktop: &str, key: &str) -> Option<String> {
    let prefix = format!("{key}=");
    desktop
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .map(str::to_owned)
}

/// `[package.metadata.deb]`'s assets as (source, destination) pairs, from `cargo metadata`.
fn deb_assets() -> Vec<(String, String)> {
    let output = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .arg("--manifest-path")
        .arg(root().join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON");
    let package = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|p| p["name"] == "nonet")
        .expect("the nonet package");
    package["metadata"]["deb"]["assets"]
        .as_array()
        .expect("[package.metadata.deb] has assets")
        .iter()
        .map(|asset| {
            let part = |i: usize| asset[i].as_str().expect("an asset's part").to_owned();
            (part(0), part(1))
        })
        .collect()
}

/// Where the .deb installs `source`, if it does: the destination, with the file name added
/// when it is a folder.
fn installed_as(assets: &[(String, String)], source: &str) -> Option<String> {
    let file_name = Path::new(source).file_name()?.to_str()?;
    assets
        .iter()
        .find(|(from, _)| from == source)
        .map(|(_, to)| match to.strip_suffix('/') {
            Some(folder) => format!("{folder}/{file_name}"),
            None => to.clone(),
        })
}

#[test]
fn the_metainfo_is_named_after_its_id_and_launches_the_installed_desktop_file() {
    let metainfo = read(METAINFO);
    let ids = untranslated(&metainfo, "id");
    assert_eq!(ids.len(), 1, "one component id, found {ids:?}");
    assert_eq!(
        Path::new(METAINFO)
            .file_name()
            .and_then(|name| name.to_str()),
        Some(format!("{}.metainfo.xml", ids[0]).as_str()),
        "the file is named after the component id"
    );

    let launchable = untranslated(&metainfo, "launchable");
    assert_eq!(launchable.len(), 1, "one launchable, found {launchable:?}");
    let desktop_source = format!("assets/{}", launchable[0]);
    assert!(
        root().join(&desktop_source).is_file(),
        "the launchable {} is no file in assets/",
        launchable[0]
    );
    assert_eq!(
        installed_as(&deb_assets(), &desktop_source),
        Some(format!("usr/share/applications/{}", launchable[0])),
        "the .deb installs the launchable desktop file under its own name"
    );
}

#[test]
fn the_metainfo_agrees_with_the_desktop_file_and_the_crate() {
    let metainfo = read(METAINFO);
    let desktop = read("assets/nonet.desktop");

    assert_eq!(
        untranslated(&metainfo, "summary"),
        [desktop_value(&desktop, "Comment").expect("the desktop file has a Comment")],
        "the software centre's summary is the menu entry's comment"
    );
    assert_eq!(
        untranslated(&metainfo, "name"),
        [desktop_value(&desktop, "Name").expect("the desktop file has a Name")]
    );
    let mut desktop_types: Vec<String> = desktop_value(&desktop, "MimeType")
        .expect("the desktop file has MimeType")
        .split(';')
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect();
    let mut metainfo_types = untranslated(&metainfo, "mediatype");
    desktop_types.sort();
    metainfo_types.sort();
    assert_eq!(metainfo_types, desktop_types, "the file types it opens");
    let mut categories = untranslated(&metainfo, "category");
    categories.push(String::new()); // the desktop list ends with `;`
    assert_eq!(
        categories.join(";"),
        desktop_value(&desktop, "Categories").expect("the desktop file has Categories")
    );

    let binary = Path::new(env!("CARGO_BIN_EXE_nonet"))
        .file_stem()
        .and_then(|stem| stem.to_str())
        .expect("the binary's name");
    assert_eq!(untranslated(&metainfo, "binary"), [binary]);
    assert_eq!(
        untranslated(&metainfo, "project_license"),
        [env!("CARGO_PKG_LICENSE")]
    );
    // A version bump without its release entry would list the old version as the newest.
    assert_eq!(
        attribute(&metainfo, "release", "version").as_deref(),
        Some(env!("CARGO_PKG_VERSION")),
        "the newest <release> (the first) is this version"
    );
}

#[test]
fn the_deb_installs_the_metainfo_where_software_centres_look() {
    let file_name = Path::new(METAINFO)
        .file_name()
        .and_then(|name| name.to_str())
        .expect("a file name");
    assert_eq!(
        installed_as(&deb_assets(), METAINFO),
        Some(format!("{METAINFO_DIR}{file_name}"))
    );
}

#[test]
fn every_package_is_built_with_the_dist_profile_unless_told_otherwise() {
    // The scripts that make what is installed: the Windows installer and zip, the web site,
    // the .deb. Each builds with the profile `profile` names, which is `dist` unless
    // NONET_PROFILE says otherwise (CI packages its release builds), and takes its files from
    // that profile's folder.
    for script in [".ci/windows-package", ".ci/web", ".ci/deb"] {
        let text = read(script);
        let commands: Vec<&str> = text
            .lines()
            .filter(|line| !line.trim_start().starts_with('#'))
            .collect();
        assert!(
            commands
                .iter()
                .any(|line| line.trim() == "profile=${NONET_PROFILE:-dist}"),
            "{script} does not default to the dist profile"
        );
        let builds: Vec<&&str> = commands
            .iter()
            .filter(|line| line.contains("cargo build") || line.contains("cargo deb"))
            .collect();
        assert!(!builds.is_empty(), "{script} builds nothing");
        for build in builds {
            assert!(
                build.contains("--profile \"$profile\""),
                "{script} builds without the chosen profile: {build}"
            );
        }
        assert!(
            !commands
                .iter()
                .any(|line| line.contains("/release/") || line.contains("/dist/")),
            "{script} packages a file from a fixed profile's folder"
        );
    }
}

#[test]
fn the_xml_helpers_read_what_they_should() {
    let xml = r#"<a><name>One</name><name xml:lang="ja">二</name><named>x</named>
        <release version="1.2" date="d"/><release version="1.1"/><content_rating type="t"/><name>Two</name></a>"#;
    assert_eq!(untranslated(xml, "name"), ["One", "Two"]);
    assert_eq!(untranslated(xml, "content_rating"), Vec::<String>::new());
    assert_eq!(attribute(xml, "release", "version").as_deref(), Some("1.2"));
    assert_eq!(attribute(xml, "release", "missing"), None);
    let assets = vec![
        ("a/x.xml".to_owned(), "usr/share/m/".to_owned()),
        ("b".to_owned(), "usr/bin/c".to_owned()),
    ];
    assert_eq!(
        installed_as(&assets, "a/x.xml").as_deref(),
        Some("usr/share/m/x.xml")
    );
    assert_eq!(installed_as(&assets, "b").as_deref(), Some("usr/bin/c"));
    assert_eq!(installed_as(&assets, "c"), None);
}
